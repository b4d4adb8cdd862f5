// @ts-check
/**
 * Jest's node environment with a `setDeviceTimeZone(zone)` global that sets the worker process's real TZ (a test
 * file's own `process.env` is a copy: setting TZ there changes nothing). The zone is put back after the file.
 * Use: `@jest-environment ./src/testing/device-time-zone-environment.js` in the file's docblock, then
 * `beforeAll(() => setDeviceTimeZone('America/Los_Angeles'))`: `new Date(2026, 0, 1)` and `getHours()` then read that
 * zone, as a visitor's device abroad would.
 */
const NodeEnvironment = require('jest-environment-node').default;

class DeviceTimeZoneEnvironment extends NodeEnvironment {
  /** @param {ConstructorParameters<typeof NodeEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.originalTimeZone = process.env.TZ;
    /** @param {string} timeZone */
    this.global.setDeviceTimeZone = (timeZone) => {
      process.env.TZ = timeZone;
    };
  }

  async teardown() {
    if (this.originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.originalTimeZone;
    await super.teardown();
  }
}

module.exports = DeviceTimeZoneEnvironment;
