import { domMin } from 'framer-motion';

// Loaded on demand by <LazyMotion>, so the first paint does not wait for the animation engine.
// domMin (animate, variants, exit) is all the app uses: no gestures, drag or layout animations.
export default domMin;
