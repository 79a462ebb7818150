import { parentPort, workerData } from 'node:worker_threads';
import { foldRecords, type StoredRecord } from './foldRecords.js';

/**
 * The fold of one document's records on a thread of its own (foldAside.ts): the records come as
 * the worker's data, the state and the records left out go back as one message, then it ends.
 */
const { state, rejected } = foldRecords(workerData as StoredRecord[]);
parentPort?.postMessage({ state, rejected });
