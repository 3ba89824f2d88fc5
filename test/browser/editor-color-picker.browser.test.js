import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '/dist/elements/sqs-color-picker.js';
import { axeViolations, cleanup, click, deepActiveElement, fixture, ready, waitFor } from './helpers.js';
import { submitted, recordValueEvents } from './form-helpers.js';

const FORM_HTML = `
  <form>
    <label for="c">Button colour</label>
    <sqs-color-picker id="c" name="colour" value="#ff0000" data-load-on="eager" palette-seed="#1d4ed8"></sqs-color-picker>
    <button type="submit">Save</button>
  </form>`;

const $ = (host, selector) => host.shadowRoot.querySelector(selector);
const slider = (host, name) => $(host, `[role="slider"][part~="${name}"]`);
const field = (host, name) => $(host, `input[part~="${name}"]`);

async function setup(html = FORM_HTML) {
  const form = fixture(html);
  const host = form.querySelector('sqs-color-picker');
  await ready(host);
  return { form, host };
}

describe('sqs-color-picker (built element)', () => {
  afterEach(cleanup);

  it('shows the colour in the area, the four APG sliders and the Hex, RGB and HSL fields; axe finds nothing', async () => {
    const { form, host } = await setup();
    expect(host.value).to.equal('#ff0000');
    expect(field(host, 'hex').value).to.equal('#ff0000');
    expect(field(host, 'rgb').value).to.equal('rgb(255, 0, 0)');
    expect(field(host, 'hsl').value).to.equal('hsl(0, 100%, 50%)');
    const sliders = [...host.shadowRoot.querySelectorAll('[role="slider"]')];
    expect(sliders.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['Saturation and lightness', 'Hue', 'Saturation', 'Lightness', 'Alpha']);
    expect(slider(host, 'hue').getAttribute('aria-valuetext')).to.equal('0 degrees');
    expect(slider(host, 'alpha').getAttribute('aria-valuenow')).to.equal('100');
    expect($(host, '[part="picker"]').getAttribute('aria-label')).to.equal('Button colour');
    expect(await axeViolations(form)).to.deep.equal([]);
  });

  it('moves each slider with the APG keys: arrows, Page Up/Down, Home/End; input while moving, change on release', async () => {
    const { host } = await setup();
    const events = recordValueEvents(host);
    slider(host, 'hue').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(slider(host, 'hue').getAttribute('aria-valuenow')).to.equal('1');
    await sendKeys({ press: 'PageUp' });
    expect(slider(host, 'hue').getAttribute('aria-valuenow')).to.equal('11');
    await sendKeys({ press: 'End' });
    expect(slider(host, 'hue').getAttribute('aria-valuenow')).to.equal('359');
    await sendKeys({ press: 'Home' });
    expect(host.value).to.equal('#ff0000');
    expect(events.filter((e) => e.startsWith('change'))).to.have.length(4); // one per key released that moved it
    expect(events.at(-1)).to.equal('change:#ff0000');
    slider(host, 'alpha').focus();
    await sendKeys({ press: 'PageDown' });
    expect(host.value).to.equal('rgba(255, 0, 0, 0.9)');
    expect(field(host, 'rgb').value).to.equal('rgba(255, 0, 0, 0.9)');
    await sendKeys({ press: 'End' });
    expect(host.value).to.equal('#ff0000');
  });

  it('operates the saturation/lightness area with the arrow keys', async () => {
    const { host } = await setup();
    const area = slider(host, 'area');
    area.focus();
    expect(deepActiveElement()).to.equal(area);
    await sendKeys({ press: 'ArrowDown' }); // lightness 49
    await sendKeys({ press: 'ArrowLeft' }); // saturation 99
    expect(field(host, 'hsl').value).to.equal('hsl(0, 99%, 49%)');
    expect(area.getAttribute('aria-valuetext')).to.equal('Saturation 99%, lightness 49%');
    await sendKeys({ press: 'PageDown' });
    expect(field(host, 'hsl').value).to.equal('hsl(0, 99%, 39%)');
  });

  it('reads the Hex, RGB and HSL fields; an invalid text keeps the last valid colour and says why', async () => {
    const { form, host } = await setup();
    const events = recordValueEvents(host);
    const hsl = field(host, 'hsl');
    hsl.focus();
    hsl.select();
    await sendKeys({ type: 'hsl(120, 100%, 25%)' });
    expect(host.value).to.equal('#008000');
    await sendKeys({ press: 'Tab' });
    expect(events.at(-1)).to.equal('change:#008000');
    const hex = field(host, 'hex');
    hex.focus();
    hex.select();
    await sendKeys({ type: '#12' });
    expect(host.value).to.equal('#008000');
    expect(hex.getAttribute('aria-invalid')).to.equal('true');
    expect($(host, '[part="problem"]').textContent).to.equal('#12 is not a valid colour');
    expect(await axeViolations(form)).to.deep.equal([]);
    // Leaving the field shows the last valid colour again.
    await sendKeys({ press: 'Tab' });
    await waitFor(() => field(host, 'hex').value === '#008000', { message: 'hex restored' });
    // A set value that is no colour: kept, and said why.
    host.value = 'red';
    expect(host.value).to.equal('#008000');
    await waitFor(() => $(host, '[part="problem"]')?.textContent === 'Could not determine color model.', { message: 'problem' });
  });

  it('picks a palette swatch by its display name, and takes colour references as its value', async () => {
    const { host } = await setup();
    const swatches = [...host.shadowRoot.querySelectorAll('[part="swatch"]')];
    expect(swatches.map((s) => s.getAttribute('aria-label')).slice(0, 5)).to.deep.equal(['Lightest', 'Light', 'Bright', 'Dark', 'Darkest']);
    await click(swatches[2]);
    expect(host.value).to.equal('#1d4ed8'); // the accent is the seed
    expect(swatches[2].getAttribute('aria-pressed')).to.equal('true');
    host.value = JSON.stringify({ type: 'SITE_PALETTE_COLOR', id: 'accent', alpha: 0.5 });
    expect(host.value).to.equal('rgba(29, 78, 216, 0.5)');
    host.value = JSON.stringify({ type: 'THEME_COLOR', name: 'Lightest' });
    expect(host.value).to.equal(host.colorOf('{"type":"SITE_PALETTE_COLOR","id":"white"}'));
    host.value = JSON.stringify({ type: 'CUSTOM_COLOR', color: 'rgb(0, 0, 255)' });
    expect(host.value).to.equal('#0000ff');
  });

  it('takes part in its form: submitted, reset, disabled, required', async () => {
    const { form, host } = await setup();
    expect(await submitted(form)).to.deep.equal([['colour', '#ff0000']]);
    slider(host, 'alpha').focus();
    await sendKeys({ press: 'Home' });
    expect(await submitted(form)).to.deep.equal([['colour', 'rgba(255, 0, 0, 0)']]);
    form.reset();
    expect(host.value).to.equal('#ff0000');
    await waitFor(() => slider(host, 'alpha').getAttribute('aria-valuenow') === '100', { message: 'reset shown' });
    host.disabled = true;
    expect(await submitted(form)).to.deep.equal([]);
    await waitFor(() => field(host, 'hex').disabled, { message: 'disabled shown' });
    expect(await axeViolations(form)).to.deep.equal([]);
    host.disabled = false;
    // Without a value attribute the value is the palette's accent.
    const second = fixture('<form><sqs-color-picker aria-label="Accent" name="a" data-load-on="eager" palette-seed="#336699"></sqs-color-picker></form>');
    const picker = second.querySelector('sqs-color-picker');
    await ready(picker);
    expect(picker.value).to.equal('#336699');
    expect(await submitted(second.append(Object.assign(document.createElement('button'), { type: 'submit' })) ?? second)).to.deep.equal([['a', '#336699']]);
  });

  it('stays responsive when 1 MB is pasted into a field', async () => {
    const { host } = await setup();
    const hex = field(host, 'hex');
    hex.focus();
    hex.select();
    const big = 'f'.repeat(1_000_000);
    document.execCommand('insertText', false, big);
    await waitFor(() => $(host, '[part="problem"]'), { message: 'problem shown' });
    expect(host.value).to.equal('#ff0000');
    expect($(host, '[part="problem"]').textContent).to.equal('Could not determine color model.');
    // The field takes 256 characters of it (the browser does not lay out 1 MB on one line), and the
    // next key is handled at once.
    expect(hex.value.length).to.equal(256);
    await sendKeys({ press: 'Escape' });
    hex.select();
    await sendKeys({ type: '#00f' });
    expect(host.value).to.equal('#0000ff');
  });
});
