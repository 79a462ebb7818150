import { useEffect, type ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, AppThunk, RootState } from './store';

// hooks.ts's own typed hooks, made again here: importing them would make hooks.ts import itself.
const useTypedDispatch = useDispatch.withTypes<AppDispatch>();
const useTypedSelector = useSelector.withTypes<RootState>();

/**
 * A view that uses a late part's hooks (an RTK Query api that joins the store when its code loads,
 * lateParts.ts), drawn once the part has joined: `join` joins it on the view's first mount if
 * nothing else has yet, and `isJoined` says when it has.
 */
export function withLatePart(isJoined: (state: RootState) => boolean, join: () => AppThunk) {
  return function withPart<P extends object>(View: ComponentType<P>) {
    return function WithLatePart(props: P) {
      const dispatch = useTypedDispatch();
      const joined = useTypedSelector(isJoined);
      useEffect(() => {
        if (!joined) dispatch(join());
      }, [dispatch, joined]);
      return joined ? <View {...props} /> : null;
    };
  };
}
