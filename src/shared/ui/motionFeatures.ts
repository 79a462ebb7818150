import { domAnimation } from 'framer-motion';

// Loaded on demand by <LazyMotion>, so the first paint does not wait for the animation engine.
export default domAnimation;
