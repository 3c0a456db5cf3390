import { useEffect, useRef } from "react";
import { useToast } from "#app/features/toast/ToastProvider.tsx";
import { useCart } from "./cart-context.tsx";
import {
  CART_NOTIFICATION_POLL_MS,
  CART_NOTIFICATION_SHOWN_MS,
  isFreshCartNotification,
  readCartNotification,
  removeCartNotification,
} from "./cart-notification.ts";

const TOAST_ID = "cart-notification";

/**
 * The cart notification toast (spec §4): local storage is looked at every 200 ms; a notification
 * under 30 s old shows as a success toast for 5 s and is then removed, so this tab, another tab or
 * the next page shows it once. While the cart drawer is open it waits: the drawer says the same in
 * its banner and would cover the toast.
 */
export function CartNotificationToast() {
  const toast = useToast();
  const { isDrawerOpen } = useCart();
  const drawerOpen = useRef(isDrawerOpen);
  useEffect(() => {
    drawerOpen.current = isDrawerOpen;
  }, [isDrawerOpen]);

  useEffect(() => {
    let shownTimestamp: number | null = null;
    let removal: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      const notification = readCartNotification();
      if (!notification) return;
      if (!isFreshCartNotification(notification)) {
        removeCartNotification(notification.timestamp);
        return;
      }
      if (notification.timestamp === shownTimestamp || drawerOpen.current) return;
      shownTimestamp = notification.timestamp;
      toast.success(notification.message, { id: TOAST_ID, duration: CART_NOTIFICATION_SHOWN_MS });
      clearTimeout(removal);
      removal = setTimeout(() => removeCartNotification(notification.timestamp), CART_NOTIFICATION_SHOWN_MS);
    };
    const interval = setInterval(poll, CART_NOTIFICATION_POLL_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(removal);
    };
  }, [toast]);

  return null;
}
