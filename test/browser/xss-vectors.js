// The XSS corpus of issue 20 item 1, shared by xss-corpus.browser.test.js (every element's
// attributes and JSON) and xss-paths.browser.test.js (slides, forms, page context, chrome events).
// Vector n calls window.__xss(n) if it ever runs.

export const CALL = (n) => `__xss(${n})`;

const HTML_TEMPLATES = [
  (c) => `<img src=x onerror=${c}>`,
  (c) => `<svg onload=${c}>`,
  (c) => `<script>${c}</script>`,
  (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c) => `<svg><style><img src=x onerror=${c}></style></svg>`,
  (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`,
  (c) => `<a href="javascript:${c}">x</a>`,
  (c) => `<details open ontoggle=${c}>`,
  (c) => `<input autofocus onfocus=${c}>`,
  (c) => `<video><source onerror=${c}></video>`,
  (c) => `<form><button formaction=javascript:${c}>x</button></form>`,
  (c) => `<object data="javascript:${c}"></object>`,
  (c) => `<embed src="javascript:${c}">`,
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  (c) => `<div style="background:url(javascript:${c})">x</div>`,
  (c) => `<x style="x:expression(${c})">x</x>`,
  (c) => `<meta http-equiv=refresh content="0;url=javascript:${c}">`,
  (c) => `<template><img src=x onerror=${c}></template><img src=x onerror=${c}>`,
  (c) => `<select><noembed></select><img src=x onerror=${c}>`,
  (c) => `<img id=sqs-page-context name=sqs-page-context src=x onerror=${c}>`,
  (c) => `<form id=sqs-page-context><input name=textContent value="${c}"></form><img src=x onerror=${c}>`,
  (c) => `<body onload=${c}>`,
  (c) => `<IMG SRC=JaVaScRiPt:${c}><IMG """><SCRIPT>${c}</SCRIPT>">`,
  (c) => `<svg><a xlink:href="javascript:${c}"><text>x</text></a><animate onbegin=${c} attributeName=x dur=1s>`,
];
const WRAPPERS = [
  (v) => v,
  (v) => `"><${v.slice(1)}`,
  (v) => `'>${v}`,
  (v) => `</title></textarea></style></script>${v}`,
  (v) => v.toUpperCase().replace(/__XSS\((\d+)\)/g, '__xss($1)'),
  (v) => v.replace(/ /g, '\n\t'),
];
const URL_TEMPLATES = [
  (c) => `javascript:${c}`,
  (c) => `JaVaScRiPt:${c}`,
  (c) => ` \u0001javascript:${c}`,
  (c) => `java\tscript:${c}`,
  (c) => `java\nscript:${c}`,
  (c) => `&#106;avascript:${c}`,
  (c) => `&#x6A;&#x61;vascript&colon;${c}`,
  (c) => `javascript&colon;${c}`,
  (c) => `vbscript:${c}`,
  (c) => `data:text/html,<script>${c}</script>`,
  (c) => `data:text/html;base64,${btoa(`<script>${c}</script>`)}`,
  (c) => `javascript://%0a${c}`,
  (c) => `jav&#x09;ascript:${c}`,
  (c) => `data:image/svg+xml,<svg onload=${c}>`,
];
const URL_FORMS = [(u) => u, (u) => encodeURI(u), (u) => `${u}#x`, (u) => u.toUpperCase().replace(/__XSS\((\d+)\)/g, '__xss($1)'), (u) => `  ${u}  `, (u) => `${u}\u0000`, (u) => `url(${u})`, (u) => `"${u}"`];

export const vectors = [];
for (const template of HTML_TEMPLATES) for (const wrap of WRAPPERS) vectors.push(wrap(template(CALL(vectors.length))));
for (const template of URL_TEMPLATES) for (const form of URL_FORMS) vectors.push(form(template(CALL(vectors.length))));

