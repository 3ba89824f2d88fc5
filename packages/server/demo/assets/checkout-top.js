// SPEC.md §2: inside the editor frame, the checkout routes redirect the top window.
// Same-origin frames only (frame-ancestors 'self'); a frame we cannot reach stays as it is.
if (window.top && window.top !== window.self) {
  try {
    window.top.location.href = window.location.href;
  } catch {
    // Another origin's frame: nothing to do.
  }
}
