export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
} as const;
