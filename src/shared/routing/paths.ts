import { JOIN_PAGE_PATH } from '../../../contract/api';

export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  /** An invitation's link, `/join/{token}` (team mode). */
  join: JOIN_PAGE_PATH,
} as const;
