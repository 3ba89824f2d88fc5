import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../packages/blocks/src/marquee/marquee.define';
import { serverHtml } from './story-html';

const TEXT = 'Open late on Fridays';
const marquee = (json = '', attributes = '') =>
  serverHtml(`<sqs-marquee data-load-on="eager"${json ? ` data-block-json='${json}'` : ''} ${attributes} style="font: 600 36px/1.3 Georgia, serif">${TEXT}</sqs-marquee>`);

const meta: Meta = {
  title: 'Blocks/sqs-marquee',
  parameters: { docs: { description: { component: 'Text scrolling along a wavy SVG path, with a pause/play control (SPEC.md §2, §3, §9).' } } },
};
export default meta;

/** The defaults: a straight line (intensity 0), leftwards, speed 1. */
export const Default: StoryObj = { render: () => marquee() };

/** The text along a wave, moving; its pause control at the end of the track. */
export const Wavy: StoryObj = { render: () => marquee('{"waveIntensity":1,"waveFrequency":4}') };

/** Moving to the right. */
export const Rightwards: StoryObj = { render: () => marquee('{"animationDirection":"right","waveIntensity":0.6}') };

/** A fast marquee. */
export const Fast: StoryObj = { render: () => marquee('{"animationSpeed":4,"waveIntensity":0.5,"waveFrequency":10}') };

/** Stops while the pointer is over it. */
export const PausedOnHover: StoryObj = { render: () => marquee('{"pausedOnHover":true,"waveIntensity":0.5}') };

/** Speed 0: still, and no control to offer. */
export const Still: StoryObj = { render: () => marquee('{"animationSpeed":0,"waveIntensity":1}') };

/** Malformed settings: the server text stays readable, reported once. */
export const MalformedSettingsKeepFallback: StoryObj = { render: () => marquee('{"waveFrequency": ') };

/** No text: nothing to move, the server HTML stays. */
export const Empty: StoryObj = { render: () => serverHtml('<sqs-marquee data-load-on="eager"></sqs-marquee>') };

/** A text longer than one wave: the loop spans several segments and stays seamless (the band slides on the compositor). */
export const LongText: StoryObj = {
  render: () =>
    serverHtml(
      `<sqs-marquee data-load-on="eager" data-block-json='{"waveIntensity":0.8,"waveFrequency":8}' style="font: 600 36px/1.3 Georgia, serif">Fresh sourdough, rye and focaccia from the stone oven every morning before sunrise</sqs-marquee>`,
    ),
};
