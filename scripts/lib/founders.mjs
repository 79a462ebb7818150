// @ts-check
// The founders and their demo password, for the Node scripts: the app's one list,
// contract/founders.json, which contract/founders.ts gives the app and the team server.
import founders from '../../contract/founders.json' with { type: 'json' };

/** The founders in their fixed order (contract/founders.json): Alex, Sam, Maya. */
export const FOUNDERS = founders.founders;
export const DEMO_PASSWORD = founders.demoPassword;
