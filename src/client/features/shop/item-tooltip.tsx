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
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Whether the click that ends a gesture came from a finger or a pen (a tap, which toggles the box) rather than
 * a mouse (whose hover shows it), as the gesture's pointerdown said.
 */
function useTapCheck(firstPointer: string) {
  const lastPointer = useRef(firstPointer);
  return {
    onPointerDown(event: PointerEvent) {
      lastPointer.current = event.pointerType;
    },
    wasTap: () => lastPointer.current === 'touch' || lastPointer.current === 'pen',
  };
}

interface ItemIconProps {
  /** The info box's id, for the icon's aria-describedby while it shows. */
  id: string;
  className: string;
  /** The icon itself. */
  children: ReactNode;
  /** What the info box shows. */
  content: ReactNode;
}

/**
 * An item's icon and its info box (docs/product/shop-and-wallet.md): shown on mouse enter, hidden and emptied
 * on leave, following the cursor 10 px below and 15 px right, kept 20 px inside the page and flipped when it
 * would overflow. On touch screens a tap toggles it (there is no hover).
 *
 * The positioning machinery is set up for an icon only once a mouse enters it or a finger taps it: set up for
 * every card of a page up front, it was most of the item shop's work while the page came alive on a phone
 * (docs/product/performance.md). Until then the icon is a plain box that waits for either.
 */
export function ItemIcon(props: ItemIconProps) {
  const [armedBy, setArmedBy] = useState<'mouse' | 'touch' | null>(null);
  const tap = useTapCheck('mouse');
  if (armedBy) return <ItemIconWithTip {...props} openedBy={armedBy} />;
  // The info box answers a mouse or a finger, as the armed icon's does (floating-ui's hover and tap); the
  // card's own name and buttons are what a keyboard reaches.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer affordance, as said above
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on a touch screen, as said above
    <div
      className={props.className}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setArmedBy('mouse');
      }}
      onPointerDown={tap.onPointerDown}
      // A tap arms it on the click, once the gesture is over, so the box opens already armed.
      onClick={() => {
        if (tap.wasTap()) setArmedBy('touch');
      }}
    >
      {props.children}
    </div>
  );
}

/** The icon with its info box, open at first: it takes over from the plain box on the gesture that asked. */
function ItemIconWithTip({
  id,
  className,
  children,
  content,
  openedBy,
}: ItemIconProps & { openedBy: 'mouse' | 'touch' }) {
  const [open, setOpen] = useState(true);
  const tap = useTapCheck(openedBy);
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
  useCloseWhenMouseMovesAway(open && openedBy === 'mouse', refs.domReference, () => setOpen(false));
  return (
    <>
      <div
        className={className}
        ref={refs.setReference}
        {...getReferenceProps({
          onPointerDown: tap.onPointerDown,
          onClick() {
            if (tap.wasTap()) setOpen((was) => !was);
          },
          'aria-describedby': open ? id : undefined,
        })}
      >
        {children}
      </div>
      {open && (
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
      )}
    </>
  );
}

/**
 * Closes a box a mouse opened as soon as the mouse moves over anything but its icon. The hover's own leave
 * is not enough: arming swaps the plain box for a new element under a still mouse, and until the browser
 * next checks what is under the pointer it never tells the new element the mouse entered, so a quick move
 * away sends it no leave either, and the box would stay open.
 */
function useCloseWhenMouseMovesAway(
  active: boolean,
  reference: { current: Element | null },
  close: () => void,
) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!active) return;
    const onMove = (event: globalThis.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const icon = reference.current;
      if (icon && event.target instanceof Node && !icon.contains(event.target)) closeRef.current();
    };
    document.addEventListener('pointermove', onMove);
    return () => document.removeEventListener('pointermove', onMove);
  }, [active, reference]);
}
