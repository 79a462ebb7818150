/* eslint-env node */
module.exports = {
  root: true,
  env: { browser: true, es2023: true },
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
  settings: {
    react: { version: 'detect' },
    // Relative imports only, so the node resolver with TS extensions is enough (the TypeScript
    // resolver needs native bindings the registry here does not serve).
    'import/resolver': { node: { extensions: ['.js', '.mjs', '.ts', '.tsx'] } },
  },
  plugins: ['@typescript-eslint', 'react', 'react-hooks', 'import', 'jsx-a11y'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
    'plugin:jsx-a11y/recommended',
    'plugin:import/typescript',
  ],
  ignorePatterns: [
    'dist',
    'dist-ssr',
    'node_modules',
    'test-results',
    'playwright-report',
    'coverage',
    '.eslintrc.cjs',
  ],
  rules: {
    'react/prop-types': 'off',
    'react/no-danger': 'error',
    'react/jsx-no-script-url': 'error',
    'no-eval': 'error',
    'no-implied-eval': 'error',
    'no-new-func': 'error',
    'react/jsx-no-target-blank': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': 'error',
    'import/no-cycle': 'error',
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/shared',
            from: ['./src/features', './src/app'],
            message: 'shared/ is imported by features and app, never the reverse.',
          },
          { target: './src/features', from: './src/app/router.tsx', message: 'Features do not import the router.' },
        ],
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-redux',
            importNames: ['useSelector', 'useDispatch', 'useStore'],
            message: 'Use the typed hooks from src/app/hooks.ts.',
          },
          {
            name: 'redux-persist/lib/storage',
            message: 'Use redux-persist/es/storage: the lib build breaks under Vite 8 ESM.',
          },
          { name: 'redux-persist/integration/react', message: 'Use redux-persist/es/integration/react.' },
          { name: 'framer-motion', importNames: ['motion'], message: 'Use m.* under LazyMotion.' },
          { name: '@mui/material', message: 'Use path imports, e.g. @mui/material/Button.' },
          { name: '@mui/icons-material', message: 'Use path imports, e.g. @mui/icons-material/Add.' },
        ],
      },
    ],
  },
  overrides: [
    {
      files: ['src/app/hooks.ts'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      files: ['tests/**', 'scripts/**', '*.config.ts'],
      env: { node: true },
    },
  ],
};
