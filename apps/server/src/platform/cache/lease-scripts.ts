// The broadcast leases' Redis commands that must see the lease and its holder's liveness at once
// (decision 048), as Lua scripts: Redis runs a script alone, so of two instances that find a dead
// holder only the first takes the lease; the second finds the first, alive. The scripts read the
// holder's liveness key by a name made inside them, which a single Redis allows (not a cluster).

/**
 * KEYS[1] the lease; ARGV: this instance, the TTL (ms), the liveness keys' prefix.
 * A live holder's lease (this instance's included) is renewed: 'renewed'. A free lease, or one
 * whose holder has no liveness key, becomes this instance's for the TTL: 'claimed'.
 */
export const CLAIM_SCRIPT = `
local holder = redis.call('GET', KEYS[1])
if holder and (holder == ARGV[1] or redis.call('EXISTS', ARGV[3] .. holder) == 1) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 'renewed'
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 'claimed'
`;

/**
 * KEYS[1] the lease; ARGV: this instance, the liveness keys' prefix.
 * > 0: the holder was dead, the lease is this instance's now for that many ms (its end unmoved).
 * < 0: the holder lives; minus how many ms its liveness key lasts unless refreshed.
 * 0: nobody holds the lease, or this instance does.
 */
export const TAKEOVER_SCRIPT = `
local holder = redis.call('GET', KEYS[1])
if not holder or holder == ARGV[1] then return 0 end
local lives = redis.call('PTTL', ARGV[2] .. holder)
if lives ~= -2 then return -math.max(lives, 1) end
local left = redis.call('PTTL', KEYS[1])
if left <= 0 then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', left)
return left
`;
