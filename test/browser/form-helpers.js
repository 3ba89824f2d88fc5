/**
 * What the editor controls' browser tests share: submitting the surrounding form as a person would
 * (requestSubmit with the form's submit button) and reading what it would send, and recording a
 * control's native `input`/`change` events with the value it had at each.
 */

/** The entries the form would send (FormData with its submitter), the submission itself cancelled. */
export function submitted(form) {
  return new Promise((resolve) => {
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        resolve([...new FormData(form, event.submitter)]);
      },
      { once: true },
    );
    form.requestSubmit(form.querySelector('[type="submit"]'));
  });
}

/** `input:<value>` / `change:<value>` for each native event the control fires, in order. */
export function recordValueEvents(host) {
  const events = [];
  for (const type of ['input', 'change']) host.addEventListener(type, () => events.push(`${type}:${host.value}`));
  return events;
}
