import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §9: a dropdown closes this long after the pointer leaves it, so crossing a gap does not close it. */
export const MENU_CLOSE_DELAY_MS = 100;

export interface MenuGroup<Id extends string> {
  openId: Id | null;
  /** The pointer entered a dropdown: open it at once and close any other. */
  hoverOpen: (id: Id) => void;
  /** The pointer left: close after the delay unless it comes back first. */
  scheduleClose: () => void;
  /** Click, Enter or Space on the dropdown's button. */
  toggle: (id: Id) => void;
  close: () => void;
}

/** Dropdowns of which only one is open at a time; all close when `resetKey` (the location) changes. */
export function useMenuGroup<Id extends string>(resetKey: string): MenuGroup<Id> {
  const [openId, setOpenId] = useState<Id | null>(null);
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    setOpenId(null);
  }
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse user hovers a dropdown open and then often clicks its button too; that click must not shut it.
  const openedByHover = useRef(false);

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  const hoverOpen = useCallback(
    (id: Id) => {
      cancelClose();
      setOpenId((current) => {
        if (current !== id) openedByHover.current = true;
        return id;
      });
    },
    [cancelClose],
  );

  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setOpenId(null);
    }, MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  const toggle = useCallback(
    (id: Id) => {
      cancelClose();
      const pinHoverOpened = openedByHover.current;
      openedByHover.current = false;
      setOpenId((current) => (current === id && !pinHoverOpened ? null : id));
    },
    [cancelClose],
  );

  const close = useCallback(() => {
    cancelClose();
    setOpenId(null);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  return { openId, hoverOpen, scheduleClose, toggle, close };
}
