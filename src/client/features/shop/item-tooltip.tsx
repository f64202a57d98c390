import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  shift,
  useClientPoint,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useRef, useState } from 'react';

/**
 * The item info box (docs/product/shop-and-wallet.md): shown on mouse enter, hidden and emptied on leave, following the
 * cursor 10 px below and 15 px right, kept 20 px inside the page and flipped when it would overflow.
 * On touch screens a tap toggles it (there is no hover).
 */
export function useItemTooltip(id: string) {
  const [open, setOpen] = useState(false);
  const lastPointer = useRef<string>('mouse');
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    middleware: [offset({ mainAxis: 10, crossAxis: 15 }), flip({ padding: 20 }), shift({ padding: 20 })],
    whileElementsMounted: autoUpdate,
  });
  const clientPoint = useClientPoint(context);
  const hover = useHover(context, { mouseOnly: true });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([clientPoint, hover, dismiss, role]);
  const referenceProps = getReferenceProps({
    onPointerDown(event) {
      lastPointer.current = event.pointerType;
    },
    onClick() {
      if (lastPointer.current === 'touch' || lastPointer.current === 'pen') setOpen((was) => !was);
    },
    'aria-describedby': open ? id : undefined,
  });
  const render = (content: ReactNode) =>
    open ? (
      <FloatingPortal>
        <div
          ref={refs.setFloating}
          id={id}
          className="item-tooltip"
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {content}
        </div>
      </FloatingPortal>
    ) : null;
  return { setReference: refs.setReference, referenceProps, render, open };
}
