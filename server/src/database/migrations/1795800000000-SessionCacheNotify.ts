import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Instances cache the sessions they have checked (issue 20, decision 0022). Whatever ends a
 * session or changes what it may do (logout, an admin ending it, disabling the user, a password
 * reset, a changed user code or security group) tells every instance through the event bus in
 * the same transaction, from PostgreSQL itself, so no code path that writes these tables can
 * forget to: a CACHE event for region "sessions" with the session id, or null for all of them.
 * A renewal (a new token id) is watched too; a lastSeen refresh changes none of the watched
 * columns and sends nothing.
 */
export class SessionCacheNotify1795800000000 implements MigrationInterface {
  name = 'SessionCacheNotify1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // One session's id for its own row; every session (null) when a user or their groups change.
    await queryRunner.query(`
      CREATE FUNCTION session_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('portal_events', json_build_object(
          'kind', 'CACHE', 'region', 'sessions', 'key', OLD.session_id)::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION sessions_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('portal_events', json_build_object(
          'kind', 'CACHE', 'region', 'sessions', 'key', NULL)::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER sessions_cache_notify AFTER UPDATE ON sessions FOR EACH ROW
         WHEN (OLD.is_open IS DISTINCT FROM NEW.is_open
               OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
               OR OLD.user_uuid IS DISTINCT FROM NEW.user_uuid
               OR OLD.token_id IS DISTINCT FROM NEW.token_id
               OR OLD.replaced_until IS DISTINCT FROM NEW.replaced_until)
         EXECUTE FUNCTION session_cache_notify()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER sessions_cache_notify_delete AFTER DELETE ON sessions FOR EACH ROW
         EXECUTE FUNCTION session_cache_notify()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER users_cache_notify AFTER UPDATE ON users FOR EACH ROW
         WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled
               OR OLD.user_code IS DISTINCT FROM NEW.user_code)
         EXECUTE FUNCTION sessions_cache_notify()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER users_cache_notify_delete AFTER DELETE ON users FOR EACH STATEMENT
         EXECUTE FUNCTION sessions_cache_notify()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER user_security_groups_cache_notify
         AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_security_groups FOR EACH STATEMENT
         EXECUTE FUNCTION sessions_cache_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER user_security_groups_cache_notify ON user_security_groups`);
    await queryRunner.query(`DROP TRIGGER users_cache_notify_delete ON users`);
    await queryRunner.query(`DROP TRIGGER users_cache_notify ON users`);
    await queryRunner.query(`DROP TRIGGER sessions_cache_notify_delete ON sessions`);
    await queryRunner.query(`DROP TRIGGER sessions_cache_notify ON sessions`);
    await queryRunner.query(`DROP FUNCTION sessions_cache_notify()`);
    await queryRunner.query(`DROP FUNCTION session_cache_notify()`);
  }
}
