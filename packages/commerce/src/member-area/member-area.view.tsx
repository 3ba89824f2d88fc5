import type { BlockViewProps } from '@sqs/blocks/shared/block-element';
import { JoinDialogView } from './join-dialog.view';
import type { MemberAreaProps } from './member-area.read';
import { useJoinDialog } from './use-join-dialog';
import { useMemberArea } from './use-member-area';

export function MemberAreaView(props: MemberAreaProps & BlockViewProps) {
  const join = useJoinDialog(props.host, props.successRedirect);
  const area = useMemberArea(props, props.host, join.openWith);
  return (
    <div part="member-area" className="member-area">
      <slot />
      {area.hasToggle && (
        <div part="toggle" className="toggle" {...area.groupProps}>
          {props.views.map((view, index) => (
            <button key={index} part={area.isSelected(index) ? 'option option-selected' : 'option'} className="option" {...area.radioProps(index)}>
              {view.label}
            </button>
          ))}
        </div>
      )}
      {props.views.map((_, index) => (
        <div key={index} part="view" className="view" {...area.viewProps(index)}>
          <slot name={`view-${index}`} />
        </div>
      ))}
      <p part="status" className="visually-hidden" role="status">{join.status}</p>
      <JoinDialogView join={join} />
    </div>
  );
}
