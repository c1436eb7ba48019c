import pg from 'pg'

/** Runs one statement on a cluster's URL, through a connection of its own. */
export async function runOnCluster(clusterUrl: string, sql: string) {
	const client = new pg.Client({ connectionString: clusterUrl })
	await client.connect()
	try {
		await client.query(sql)
	} finally {
		await client.end()
	}
}

/**
 * Creates the database `name` in a cluster, empty or as a copy of `template` (`create database …
 * template`: a copy of its files, which must have no connection open), and returns its URL.
 */
export async function createDatabase(clusterUrl: string, name: string, template?: string) {
	await runOnCluster(
		clusterUrl,
		`create database ${name}${template ? ` template ${template}` : ''}`,
	)
	const url = new URL(clusterUrl)
	url.pathname = `/${name}`
	return url.toString()
}
