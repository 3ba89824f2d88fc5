// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { announcementParagraphs, showAnnouncementBar } from './announcement-bar';
import { showBadge } from './badge';
import { showMobileBar } from './mobile-bar';

afterEach(() => document.body.replaceChildren());

describe('mobile bar UI', () => {
  it('renders every shortcut, hours by weekday and a safe link', () => {
    const bar = showMobileBar(document, {
      mobileInfoBarSettings: {
        style: 1,
        text: 'Open late on Fridays',
        location: { addressTitle: 'Harbour Café', addressLine1: '1 Quay St', addressCountry: 'NZ' },
        businessHours: { monday: { text: '9-5' }, sunday: { text: 'Closed' } },
        link: { url: '/book', text: 'Book a table' },
      },
      contactPhoneNumber: '555 0100',
      contactEmail: 'hi@example.com',
    });
    const host = document.querySelector('[data-sqs-mobile-bar]') as HTMLElement;
    expect(host.hidden).toBe(true);
    bar.show(true);
    expect(host.hidden).toBe(false);
    const root = host.shadowRoot!;
    expect(root.querySelector('nav')!.getAttribute('aria-label')).toBe('Contact');
    expect(root.querySelector('[part="text"]')!.textContent).toBe('Open late on Fridays');
    const links = [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);
    expect(links).toEqual([
      ['Call', 'tel:5550100', null],
      ['Email', 'mailto:hi@example.com', null],
      ['Map', 'https://maps.google.com/maps?q=Harbour%20Caf%C3%A9%2C%201%20Quay%20St%2C%20NZ', '_blank'],
      ['Book a table', '/book', null],
    ]);
    expect(root.querySelector('summary')!.textContent).toBe('Hours');
    expect([...root.querySelectorAll('dt, dd')].map((n) => n.textContent)).toEqual(['Monday', '9-5', 'Sunday', 'Closed']);
    bar.remove();
    expect(host.isConnected).toBe(false);
  });

  it('leaves out an unsafe link and shows one-text hours as a paragraph', () => {
    showMobileBar(document, { mobileInfoBarSettings: { style: 1, link: 'javascript:alert(1)', businessHours: 'Daily 8-6' } }).show(true);
    const root = (document.querySelector('[data-sqs-mobile-bar]') as HTMLElement).shadowRoot!;
    expect(root.querySelectorAll('a').length).toBe(0);
    expect(root.querySelector('details p')!.textContent).toBe('Daily 8-6');
    expect(root.querySelector('dl')).toBe(null);
  });

  it('renders nothing with nothing to show', () => {
    showMobileBar(document, { mobileInfoBarSettings: { style: 1 } }).show(true);
    expect(document.body.children.length).toBe(0);
  });
});

describe('announcement bar UI', () => {
  it('shows the editor’s HTML as text only, never running or loading anything', () => {
    expect(announcementParagraphs('<p>One <strong>two</strong></p><p><img src=x onerror="alert(1)">three</p><script>alert(1)</script>')).toEqual([
      'One two',
      'three',
    ]);
    expect(announcementParagraphs('Just text')).toEqual(['Just text']);
  });

  it('links only to a safe URL, in a new window when asked', () => {
    showAnnouncementBar(document, { announcementBarSettings: { text: '<p>Sale</p>', clickthroughUrl: { url: 'javascript:alert(1)' } } });
    let root = document.querySelector('[data-sqs-announcement-bar]')!.shadowRoot!;
    expect(root.querySelector('a')).toBe(null);
    expect(root.querySelector('.text')!.textContent).toBe('Sale');
    document.body.replaceChildren();
    showAnnouncementBar(document, { announcementBarSettings: { text: 'Sale', clickthroughUrl: { url: 'https://shop.example/', newWindow: true } } });
    root = document.querySelector('[data-sqs-announcement-bar]')!.shadowRoot!;
    expect(root.querySelector('a')!.getAttribute('target')).toBe('_blank');
    expect(root.querySelector('a')!.getAttribute('rel')).toBe('noopener');
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('Close announcement');
  });
});

describe('badge UI', () => {
  it('sits in its corner with its look, as text when the platform is not named', () => {
    showBadge(document, { ssBadgeType: 3, ssBadgePosition: 1 }, '');
    const root = document.querySelector('[data-sqs-badge]')!.shadowRoot!;
    expect(root.querySelector('aside')!.className).toBe('top-left dark');
    expect(root.querySelector('aside')!.getAttribute('aria-label')).toBe('Site badge');
    expect(root.querySelector('a')).toBe(null);
    expect(root.querySelector('[part="badge"]')!.textContent).toBe('Made with sqs-blocks');
  });
});
