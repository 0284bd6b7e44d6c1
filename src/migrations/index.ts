import * as migration_20261122_040045_initial from './20261122_040045_initial';

export const migrations = [
  {
    up: migration_20261122_040045_initial.up,
    down: migration_20261122_040045_initial.down,
    name: '20261122_040045_initial'
  },
];
