-- schema version 1, as created by upstream-watcher 0.1.0 (for the upgrade test)
CREATE TABLE schema_meta (
	id INTEGER NOT NULL, 
	version INTEGER NOT NULL, 
	upgraded_at VARCHAR NOT NULL, 
	PRIMARY KEY (id)
);
CREATE TABLE repo (
	id INTEGER NOT NULL, 
	name VARCHAR NOT NULL, 
	aliases JSON NOT NULL, 
	baseline_at VARCHAR, 
	prs_high_water VARCHAR, 
	releases_high_water VARCHAR, 
	state JSON NOT NULL, 
	PRIMARY KEY (id)
);
CREATE UNIQUE INDEX ix_repo_name ON repo (name);
CREATE TABLE pr_snapshot (
	id INTEGER NOT NULL, 
	repo VARCHAR NOT NULL, 
	number INTEGER NOT NULL, 
	title VARCHAR NOT NULL, 
	state VARCHAR NOT NULL, 
	merged BOOLEAN NOT NULL, 
	merged_at VARCHAR, 
	merge_commit_sha VARCHAR, 
	head_sha VARCHAR, 
	approved BOOLEAN NOT NULL, 
	updated_at VARCHAR, 
	rules JSON NOT NULL, 
	released_in VARCHAR, 
	data JSON NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (repo, number)
);
CREATE INDEX ix_pr_snapshot_repo ON pr_snapshot (repo);
CREATE TABLE release_snapshot (
	id INTEGER NOT NULL, 
	repo VARCHAR NOT NULL, 
	tag VARCHAR NOT NULL, 
	release_id INTEGER, 
	name VARCHAR NOT NULL, 
	draft BOOLEAN NOT NULL, 
	prerelease BOOLEAN NOT NULL, 
	published_at VARCHAR, 
	data JSON NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (repo, tag)
);
CREATE INDEX ix_release_snapshot_repo ON release_snapshot (repo);
CREATE TABLE http_cache (
	url VARCHAR NOT NULL, 
	etag VARCHAR, 
	last_modified VARCHAR, 
	status INTEGER NOT NULL, 
	body VARCHAR NOT NULL, 
	link VARCHAR, 
	fetched_at VARCHAR NOT NULL, 
	PRIMARY KEY (url)
);
CREATE TABLE event (
	id INTEGER NOT NULL, 
	"key" VARCHAR NOT NULL, 
	type VARCHAR NOT NULL, 
	repo VARCHAR NOT NULL, 
	number INTEGER, 
	tag VARCHAR, 
	rule VARCHAR NOT NULL, 
	title VARCHAR NOT NULL, 
	url VARCHAR NOT NULL, 
	at VARCHAR NOT NULL, 
	payload JSON NOT NULL, 
	recorded_at VARCHAR NOT NULL, 
	PRIMARY KEY (id)
);
CREATE INDEX ix_event_type ON event (type);
CREATE UNIQUE INDEX ix_event_key ON event ("key");
CREATE TABLE bench_job (
	id VARCHAR NOT NULL, 
	benchmark VARCHAR NOT NULL, 
	engine VARCHAR NOT NULL, 
	engine_ref VARCHAR NOT NULL, 
	mode VARCHAR NOT NULL, 
	runner VARCHAR NOT NULL, 
	backend VARCHAR NOT NULL, 
	state VARCHAR NOT NULL, 
	attempts INTEGER NOT NULL, 
	event_key VARCHAR, 
	repo VARCHAR, 
	pr INTEGER, 
	backend_ref VARCHAR, 
	backend_url VARCHAR, 
	reason VARCHAR, 
	created_at VARCHAR NOT NULL, 
	updated_at VARCHAR NOT NULL, 
	dispatched_at VARCHAR, 
	finished_at VARCHAR, 
	next_attempt_at VARCHAR, 
	lease_owner VARCHAR, 
	lease_until VARCHAR, 
	PRIMARY KEY (id), 
	UNIQUE (benchmark, engine_ref, mode, runner)
);
CREATE INDEX ix_bench_job_benchmark ON bench_job (benchmark);
CREATE INDEX ix_bench_job_state ON bench_job (state);
CREATE TABLE bench_result (
	id INTEGER NOT NULL, 
	job_id VARCHAR NOT NULL, 
	status VARCHAR NOT NULL, 
	engine VARCHAR NOT NULL, 
	engine_version VARCHAR, 
	engine_commit VARCHAR, 
	mode VARCHAR NOT NULL, 
	model VARCHAR NOT NULL, 
	hardware VARCHAR, 
	gpu_count INTEGER, 
	decode_tok_s_median FLOAT, 
	finished_at VARCHAR, 
	source VARCHAR, 
	document JSON NOT NULL, 
	ingested_at VARCHAR NOT NULL, 
	PRIMARY KEY (id)
);
CREATE UNIQUE INDEX ix_bench_result_job_id ON bench_result (job_id);
CREATE TABLE claim (
	id INTEGER NOT NULL, 
	source VARCHAR NOT NULL, 
	origin VARCHAR NOT NULL, 
	text VARCHAR NOT NULL, 
	standing VARCHAR NOT NULL, 
	metric VARCHAR, 
	date VARCHAR, 
	document JSON NOT NULL, 
	extracted_at VARCHAR NOT NULL, 
	PRIMARY KEY (id)
);
CREATE INDEX ix_claim_source ON claim (source);
CREATE TABLE outbox (
	id INTEGER NOT NULL, 
	"key" VARCHAR NOT NULL, 
	target VARCHAR NOT NULL, 
	event_key VARCHAR, 
	payload JSON NOT NULL, 
	state VARCHAR NOT NULL, 
	attempts INTEGER NOT NULL, 
	next_attempt_at VARCHAR, 
	last_error VARCHAR, 
	created_at VARCHAR NOT NULL, 
	delivered_at VARCHAR, 
	lease_owner VARCHAR, 
	lease_until VARCHAR, 
	PRIMARY KEY (id)
);
CREATE INDEX ix_outbox_state ON outbox (state);
CREATE UNIQUE INDEX ix_outbox_key ON outbox ("key");
CREATE TABLE lease (
	name VARCHAR NOT NULL, 
	owner VARCHAR NOT NULL, 
	until VARCHAR NOT NULL, 
	PRIMARY KEY (name)
);
CREATE TABLE bench_job_event (
	job_id VARCHAR NOT NULL, 
	event_key VARCHAR NOT NULL, 
	PRIMARY KEY (job_id, event_key), 
	FOREIGN KEY(job_id) REFERENCES bench_job (id)
);
INSERT INTO schema_meta (id, version, upgraded_at) VALUES (1, 1, '2026-11-29T14:00:00Z');
