import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hand-written (decision 0031): a scoped group names its client site by the site's node uuid
 * (premise:{uuid}), no longer by a prefix of its name (premise:Riverside). Each old scoped
 * group becomes one group per live client site whose name its scope prefixed (ignoring case),
 * with the same members; for premise and staffing, whose scope also granted the pools whose
 * description it prefixed, one group per such pool of a site it did not already cover. The old
 * group goes. A scope that prefixed nothing granted nothing: it stays as written and, naming no
 * uuid, still grants nothing, whatever is created later.
 */
export class ScopesByIdentity1795930000000 implements MigrationInterface {
  name = 'ScopesByIdentity1795930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TEMP TABLE old_scopes ON COMMIT DROP AS
      SELECT security_group_code AS code, description, split_part(security_group_code, ':', 1) AS kind,
             lower(trim(substr(security_group_code, strpos(security_group_code, ':') + 1))) AS scope
        FROM security_groups
       WHERE split_part(security_group_code, ':', 1) IN ('premise', 'staffing', 'recruiter', 'employer')
         AND strpos(security_group_code, ':') > 1`);
    await queryRunner.query(`
      DELETE FROM old_scopes
       WHERE scope IN ('', 'admin')
          OR scope ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`);
    // What each old scope covered: client sites by name, then pools of other sites.
    await queryRunner.query(`
      CREATE TEMP TABLE scope_targets ON COMMIT DROP AS
      SELECT o.code, o.kind, n.node_uuid AS target, n.description AS name, o.description
        FROM old_scopes o
        JOIN tree_nodes n ON n.level_uuid = '00000000-0000-0000-0001-000000000001'
         AND n.trashed_at IS NULL AND left(lower(n.description), length(o.scope)) = o.scope`);
    await queryRunner.query(`
      INSERT INTO scope_targets
      SELECT o.code, o.kind, p.nhp_pool_uuid, p.description, o.description
        FROM old_scopes o
        JOIN nhp_pools p ON left(lower(p.description), length(o.scope)) = o.scope
       WHERE o.kind IN ('premise', 'staffing')
         AND NOT EXISTS (SELECT 1 FROM scope_targets t
                          WHERE t.code = o.code AND t.target = p.client_node_uuid)`);
    await queryRunner.query(`
      INSERT INTO security_groups (security_group_code, description)
      SELECT t.kind || ':' || t.target,
             CASE WHEN (SELECT count(*) FROM scope_targets u WHERE u.code = t.code) = 1
                  THEN t.description ELSE left(t.description || ': ' || t.name, 300) END
        FROM scope_targets t
      ON CONFLICT (security_group_code) DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO user_security_groups (user_uuid, security_group_code)
      SELECT m.user_uuid, t.kind || ':' || t.target
        FROM scope_targets t JOIN user_security_groups m ON m.security_group_code = t.code
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(
      `DELETE FROM security_groups WHERE security_group_code IN (SELECT code FROM scope_targets)`,
    );
  }

  public async down(): Promise<void> {
    // Not reversible: a name prefix is the access model this migration removes.
  }
}
