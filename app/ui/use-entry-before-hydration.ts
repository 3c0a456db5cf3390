import { useEffect, useRef } from "react";

/**
 * What the browser put in a control before React took the page over (a shopper typing or choosing on a slow
 * phone, a password manager filling in) stays on screen through hydration, but not in the component's state,
 * which would act on the server's value: an empty field sent, a different option added to the cart. On mount the
 * control's own entry becomes the state; a control React created itself already holds the state's entry, so
 * nothing changes. `read` takes the element the ref is put on: a control, or the fieldset of a radio group.
 */
export function useEntryBeforeHydration<Control extends Element, Entry>(
  read: (control: Control) => Entry,
  entry: Entry,
  adopt: (entry: Entry) => void,
) {
  const control = useRef<Control>(null);
  useEffect(() => {
    const found = control.current ? read(control.current) : entry;
    if (found !== entry) adopt(found);
    // Only what was there when React arrived: every later change comes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return control;
}

export const valueOf = (control: HTMLInputElement | HTMLTextAreaElement) => control.value;
