import { message } from '@sqs/runtime/contracts/messages';
import type { BlockViewProps } from '../shared/block-element';
import type { BookingProps } from './booking.read';
import { MOUNT_SLOT, useBooking } from './use-booking';

export function BookingView(props: BookingProps & BlockViewProps) {
  const { state, preview, placeholderBox } = useBooking(props, props.host);
  const label = props.adapter.label;
  const linkText = props.linkText || message('booking.link', 'Book on {provider}', { provider: label });
  return (
    <div part="booking" className="booking" data-state={state}>
      {preview && (
        // SPEC.md §2: in a logged-in preview the widget is inert, under an alert titled 'Preview Only'.
        <div part="preview" className="preview" role="alert" aria-labelledby="preview-title">
          <strong id="preview-title">{message('booking.previewTitle', 'Preview Only')}</strong>
          <p>{message('booking.previewText', 'Log out to use this block.')}</p>
        </div>
      )}
      <div ref={placeholderBox} part="consent" className="consent" />
      {state === 'loading' && (
        <p part="status" className="status" role="status">
          {message('booking.loading', 'Loading {provider}…', { provider: label })}
        </p>
      )}
      {/* Until the provider's script starts, the server HTML (the link to the provider's page) stays
          shown: a visitor can book before the widget arrives, or without consenting to its cookies
          (issue 15), and the block never shows an empty box. */}
      {(state === 'waiting' || state === 'consent') && <slot />}
      <slot name={MOUNT_SLOT} />
      {state === 'failed' && (
        <p part="failed" className="failed" role="status">
          {message('booking.failed', '{provider} could not load here.', { provider: label })}{' '}
          <a part="link" href={props.link}>{linkText}</a>
        </p>
      )}
    </div>
  );
}
