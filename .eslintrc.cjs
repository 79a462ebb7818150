/* eslint-env node */
module.exports = {
  root: true,
  env: { browser: true, es2023: true },
  parser: '@typescript-eslint/parser',
  parserOptions: {
    ecmaVersion: 'latest',
    sourceType: 'module',
    ecmaFeatures: { jsx: true },
    // Type-aware rules: the app's program (no Node types) and the Node one (tests, scripts, configs).
    project: ['./tsconfig.json', './tsconfig.node.json', './server/tsconfig.json'],
    tsconfigRootDir: __dirname,
  },
  settings: {
    react: { version: 'detect' },
    // Relative imports only, so the node resolver with TS extensions is enough (the TypeScript
    // resolver needs native bindings the registry here does not serve).
    'import/resolver': { node: { extensions: ['.js', '.mjs', '.ts', '.tsx'] } },
    // import/no-cycle need not read a package: nothing in node_modules imports this project back.
    // Without this it parsed every module of MUI and the rest, over half of the whole lint's time.
    'import/ignore': ['node_modules'],
  },
  plugins: ['@typescript-eslint', 'react', 'react-hooks', 'import', 'jsx-a11y'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended-type-checked',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
    'plugin:jsx-a11y/recommended',
    'plugin:import/typescript',
  ],
  // dist* is every build folder: the app's, the prerender's, the bench's, the size check's.
  ignorePatterns: ['dist*', 'node_modules', 'test-results', 'playwright-report', 'coverage', '.eslintrc.cjs'],
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
    // One import per module: a feature's entry is named once in a file.
    'import/no-duplicates': 'error',
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './contract',
            from: ['./src', './server', './tests', './scripts'],
            message: 'contract/ is what the browser and the team server share: it imports neither.',
          },
          {
            target: './src',
            from: './server',
            message: 'The app reaches the team server only through contract/ (and over the network).',
          },
          {
            target: './server',
            from: './src',
            message: 'The team server shares only contract/ with the app.',
          },
          {
            target: './src/shared',
            from: ['./src/features', './src/app'],
            message: 'shared/ is imported by features and app, never the reverse.',
          },
          {
            target: './src/features',
            from: './src/app',
            except: ['./hooks.ts'],
            message: 'A feature reaches app/ only through app/hooks.ts (typed hooks and the store types).',
          },
          {
            target: ['./src/features/projects', './src/features/team', './src/features/history'],
            from: './src/features/auth',
            except: ['./index.ts'],
            message: 'Another feature uses the session through its public entry only (features/auth/index.ts).',
          },
          {
            target: ['./src/features/projects', './src/features/team', './src/features/auth', './src/features/landing'],
            from: './src/features/history',
            except: ['./index.ts'],
            message: 'Another feature uses the history through its public entry only (features/history/index.ts).',
          },
          {
            target: ['./src/features/team', './src/features/history'],
            from: './src/features/projects',
            except: ['./index.ts'],
            message: 'Another feature uses the projects through their public entry only (features/projects/index.ts).',
          },
          {
            target: './src/features/history',
            from: './src/features/team',
            except: ['./index.ts'],
            message: 'The history hears team mode through its public entry only (features/team/index.ts).',
          },
          {
            target: './src/features/projects',
            from: './src/features/team',
            message:
              'The lab does not know team mode exists: app/ composes it (app/routing/DashboardRoute.tsx, app/store.ts).',
          },
          {
            target: './src/features/auth',
            from: ['./src/features/projects', './src/features/landing', './src/features/team'],
            message: 'The session knows nothing of the other features.',
          },
          {
            target: './src/features/landing',
            from: ['./src/features/projects', './src/features/auth', './src/features/team'],
            message: 'The public landing page stays free of the lab.',
          },
          {
            target: './src/features/team',
            from: './src/features/landing',
            message: 'Team mode knows nothing of the public landing page.',
          },
          {
            target: ['./src/features/projects', './src/features/team', './src/features/history'],
            from: './src/features/clock',
            except: ['./index.ts'],
            message: 'Another feature reads the calendar through its public entry only (features/clock/index.ts).',
          },
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
          {
            name: 'framer-motion',
            importNames: ['motion', 'm', 'LazyMotion'],
            message:
              'Cards move with Web Animations (features/projects/grid); motion components load its feature bundle.',
          },
          { name: '@mui/material', message: 'Use path imports, e.g. @mui/material/Button.' },
          { name: '@mui/icons-material', message: 'Use path imports, e.g. @mui/icons-material/Add.' },
        ],
      },
    ],
  },
  overrides: [
    {
      // The shared rules run in the browser and in Node alike: plain TypeScript, no framework.
      files: ['contract/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['node:*', 'react', 'react-*', '@mui/*', 'yjs', '@hocuspocus/*', 'ws', 'ioredis'],
                message: 'contract/ holds plain rules that both the browser and the team server import.',
              },
            ],
          },
        ],
      },
    },
    // The typed hooks are made here, and the late parts' view wrapper uses them without a cycle.
    { files: ['src/app/hooks.ts', 'src/app/withLatePart.tsx'], rules: { 'no-restricted-imports': 'off' } },
    {
      // The time is read in two places: the calendar (features/clock) and shared/lib/now.ts.
      files: ['src/**'],
      excludedFiles: ['src/features/clock/**', 'src/shared/lib/now.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: "NewExpression[callee.name='Date'][arguments.length=0]",
            message: 'Read the time from shared/lib/now.ts (timeNow), or today from the clock.',
          },
          {
            selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
            message: 'Read the time from shared/lib/now.ts (msNow).',
          },
        ],
      },
    },
    {
      files: ['tests/**', 'scripts/**', 'server/**', '*.config.ts'],
      env: { node: true },
    },
    {
      // Tests read back stored JSON and DOM state, which is untyped by nature; they assert on it instead.
      files: ['tests/**'],
      rules: {
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/unbound-method': 'off',
      },
    },
    {
      // Playwright fixtures call their continuation `use`, which is not React's hook.
      files: ['tests/e2e/**', 'tests/server/**'],
      rules: { 'react-hooks/rules-of-hooks': 'off' },
    },
    {
      // Plain JavaScript build and bench scripts: linted, without the type-aware rules.
      files: ['*.mjs', '*.cjs', '*.js'],
      extends: ['plugin:@typescript-eslint/disable-type-checked'],
      parserOptions: { project: null },
    },
  ],
};
