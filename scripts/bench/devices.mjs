// @ts-check
// The devices the bench measures on: the 1440×900 desktop, and the 390 px phone with 4× CPU
// throttling and touch.
export const DEVICES = {
  desktop: { context: { viewport: { width: 1440, height: 900 } }, cpu: 1, touch: false },
  phone: {
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    cpu: 4,
    touch: true,
  },
};
