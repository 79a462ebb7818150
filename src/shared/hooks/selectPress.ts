import type { MouseEvent } from 'react';

/**
 * A click on a select's field opens its menu and chooses nothing.
 *
 * MUI's select opens the menu on the press and lets the release choose the option under the
 * pointer once 200–400 ms have passed since it (press, move to an option, release). The menu opens
 * over the field, so when opening it takes that long by itself — a busy phone, two test browsers
 * on two cores — a plain click chose whichever option had opened under the pointer
 * (mui/material-ui#48956; the open upstream fix, #48989, takes the same rule): a release where the
 * press began is a click, and leaves the menu open. Moving to an option and releasing there still
 * chooses it, at once as before.
 *
 * One pointer presses one field at a time, so the press is kept here, between the field's handler
 * (the theme's MuiSelect default) and its menu's (the theme's MuiMenu default).
 */
const SAME_SPOT_PX = 2;
let fieldPress: { x: number; y: number } | null = null;

export const selectFieldPress = {
  onMouseDownCapture: (event: MouseEvent) => {
    fieldPress = { x: event.clientX, y: event.clientY };
  },
};

export const selectMenuRelease = {
  // A press that starts in the menu is a click on an option, whatever the field's press was.
  onMouseDownCapture: () => {
    fieldPress = null;
  },
  onMouseUpCapture: (event: MouseEvent) => {
    const press = fieldPress;
    fieldPress = null;
    const inPlace =
      press !== null &&
      Math.abs(event.clientX - press.x) <= SAME_SPOT_PX &&
      Math.abs(event.clientY - press.y) <= SAME_SPOT_PX;
    // Stopped before it reaches the option under the pointer, whose handler would choose it.
    if (inPlace) event.stopPropagation();
  },
};
