/**
 * Preloaded by `npm start` (node --require) to size libuv's thread pool before anything uses it.
 * The pool reads UV_THREADPOOL_SIZE once, when it starts; under tsx the first file read of the
 * module loader starts it, so setting the variable in scripts/start.ts is already too late.
 * Password hashing takes at most PASSWORD_HASH_CONCURRENCY of these threads (server/auth/hash-gate.ts);
 * 8 leaves the others for files, compression and images. A value set in the environment or in
 * .env is kept.
 */
if (!process.env.UV_THREADPOOL_SIZE) {
  try {
    process.loadEnvFile('.env')
  } catch {
    // No .env: scripts/start.ts reads it again and reports a broken one.
  }
}
process.env.UV_THREADPOOL_SIZE ||= '8'
