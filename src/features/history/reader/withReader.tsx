import { useEffect, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { joinReader, selectReaderJoined } from './joinReader';

/**
 * A view that reads the history through the reader's hooks, drawn once the reader has joined the
 * store (it joins on the view's first mount if nothing else has read the history yet).
 */
export function withReader<P extends object>(View: ComponentType<P>) {
  return function WithReader(props: P) {
    const dispatch = useAppDispatch();
    const joined = useAppSelector(selectReaderJoined);
    useEffect(() => {
      if (!joined) dispatch(joinReader());
    }, [dispatch, joined]);
    return joined ? <View {...props} /> : null;
  };
}
