import { withLatePart } from '../../../app/hooks';
import { joinReader, selectReaderJoined } from './joinReader';

/**
 * A view that reads the history through the reader's hooks, drawn once the reader has joined the
 * store (it joins on the view's first mount if nothing else has read the history yet).
 */
export const withReader = withLatePart(selectReaderJoined, joinReader);
