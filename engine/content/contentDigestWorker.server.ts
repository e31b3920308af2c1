// The content folder's digest on a thread of its own (digestBeside): the folder's path comes as the
// worker's data, the digest goes back as its one message.
import { parentPort, workerData } from 'node:worker_threads'
import { contentFolderDigest } from './checkedContent.server.ts'

parentPort?.postMessage(contentFolderDigest(String(workerData)))
