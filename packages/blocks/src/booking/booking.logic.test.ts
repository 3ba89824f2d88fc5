import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADAPTERS, columnsLayout, providerLink, scriptSource, widgetSize } from './booking.logic';

const BASE = 'https://cafe.example/book';

describe('booking widget layout (SPEC.md §9)', () => {
  it("is 'wide' above 850, else 'standard'; Tock-style columns at 750 or less", () => {
    expect(widgetSize(851)).toBe('wide');
    expect(widgetSize(850)).toBe('standard');
    expect(widgetSize(0)).toBe('standard');
    expect(columnsLayout(750)).toBe(true);
    expect(columnsLayout(751)).toBe(false);
    fc.assert(fc.property(fc.integer({ min: 0, max: 5000 }), (w) => widgetSize(w) === 'wide' === w > 850));
  });
});

describe('script source', () => {
  it('loads http(s) only, resolved against the page', () => {
    expect(scriptSource('https://www.opentable.com/widget/reservation/loader?rid=1', BASE)?.href).toBe('https://www.opentable.com/widget/reservation/loader?rid=1');
    expect(scriptSource('/assets/booking-standin.js', BASE)?.href).toBe('https://cafe.example/assets/booking-standin.js');
    expect(scriptSource('//cdn.example/x.js', BASE)?.href).toBe('https://cdn.example/x.js');
    for (const bad of ['javascript:alert(1)', 'data:text/javascript,alert(1)', 'blob:https://x/1', ' JAVASCRIPT:alert(1)', 'http://[bad', '', '  ', null, 42, {}]) {
      expect(scriptSource(bad, BASE), String(bad)).toBe(null);
    }
  });

  it('never accepts another scheme, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const url = scriptSource(s, BASE);
        if (url) expect(['http:', 'https:']).toContain(url.protocol);
      }),
    );
  });

  it("adds OpenTable's theme from the size; Tock and Acuity keep the source as given", () => {
    const source = new URL('https://www.opentable.com/widget/reservation/loader?rid=412810&type=standard');
    expect(ADAPTERS.opentable.scriptUrl(source, 'wide').href).toBe('https://www.opentable.com/widget/reservation/loader?rid=412810&type=standard&theme=wide');
    expect(ADAPTERS.tock.scriptUrl(new URL('https://www.exploretock.com/tock.js'), 'wide').href).toBe('https://www.exploretock.com/tock.js');
    expect(ADAPTERS.tock.mount({ businessName: 'harbour-cafe' }, 'standard', true)).toMatchObject({ 'data-tock-name': 'harbour-cafe', 'data-tock-layout': 'columns' });
    expect(ADAPTERS.acuity.mount({ owner: 12345 }, 'standard', false)).toEqual({ 'data-acuity-owner': '12345' });
    expect([ADAPTERS.opentable.blockType, ADAPTERS.tock.blockType, ADAPTERS.acuity.blockType]).toEqual([66, 68, 65]);
  });

  it("links to the provider's page: the server's link when http(s), else the provider's home", () => {
    expect(providerLink('https://www.opentable.com/r/harbour', ADAPTERS.opentable, BASE)).toBe('https://www.opentable.com/r/harbour');
    expect(providerLink('javascript:alert(1)', ADAPTERS.tock, BASE)).toBe('https://www.exploretock.com/');
    expect(providerLink(null, ADAPTERS.acuity, BASE)).toBe('https://acuityscheduling.com/');
  });
});
