import { useRef, useState, type TouchEvent } from 'react';

// How far a finger must carry the toast sideways (or down, toward the screen's edge) to dismiss it;
// a shorter move snaps it back, so a tap or a scroll that starts on it does not lose it.
export const SWIPE_DISMISS_PX = 60;

/**
 * A toast follows the finger and goes when swiped away (spec: toasts can be dismissed by swiping on a
 * phone). Touch events only: a mouse still dismisses with a click.
 */
export const useSwipeDismiss = (onDismiss: () => void) => {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch) start.current = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!start.current || !touch) return;
    // Sideways either way, or down only (up is toward the page the member is reading).
    setOffset({ x: touch.clientX - start.current.x, y: Math.max(0, touch.clientY - start.current.y) });
  };
  const onTouchEnd = () => {
    const swiped = Math.abs(offset.x) >= SWIPE_DISMISS_PX || offset.y >= SWIPE_DISMISS_PX;
    start.current = null;
    setOffset({ x: 0, y: 0 });
    if (swiped) onDismiss();
  };

  const moving = offset.x !== 0 || offset.y !== 0;
  const style = moving
    ? {
        transform: `translate(${offset.x}px, ${offset.y}px)`,
        opacity: Math.max(0.3, 1 - Math.max(Math.abs(offset.x), offset.y) / (SWIPE_DISMISS_PX * 3)),
        transition: 'none',
      }
    : undefined;
  return { handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd }, style };
};
