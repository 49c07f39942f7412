// Generated from specs/openrpc/reorg.yaml (`getblockhash`) by tools/codegen. Do not edit.

import { fail, isInteger, join, limitFail, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[0-9a-f]{64}$", "u");
const pattern1 = pattern("^f{48}[0-9a-f]{16}$", "u");

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 1) fail(errors, path, "#/maxItems", "maxItems", { limit: 1 }, "must NOT have more than 1 items");
		if (data.length < 1) fail(errors, path, "#/minItems", "minItems", { limit: 1 }, "must NOT have fewer than 1 items");
		if (data.length > 0) {
			const data0 = data[0];
			if (!isInteger(data0)) typeFail(errors, path + "/0", "#/prefixItems/0", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/0", "#/prefixItems/0", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	checkSyntheticBlockHash(errors, data, path, "#/anyOf/0");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs3 = errors.length;
		checkBlockHash(errors, data, path, "#/anyOf/1");
		valid1 = errors.length === errs3;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `BlockHash`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkBlockHash(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^[0-9a-f]{64}$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}

/** `SyntheticBlockHash`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkSyntheticBlockHash(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, join(path, key), schemaPath, "^f{48}[0-9a-f]{16}$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
