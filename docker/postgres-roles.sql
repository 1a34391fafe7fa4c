-- Run once by the postgres image when its volume is new (docker-entrypoint-initdb.d): the
-- schema owner and the role requests run as (README, "An external PostgreSQL"; decision 0032).
CREATE ROLE portal_owner LOGIN PASSWORD 'portal-owner';
CREATE ROLE portal_app LOGIN PASSWORD 'portal-app';
ALTER DATABASE portal OWNER TO portal_owner;
GRANT SET ON PARAMETER session_replication_role TO portal_owner;
