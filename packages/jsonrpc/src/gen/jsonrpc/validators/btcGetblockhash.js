// Generated from specs/openrpc/jsonrpc.yaml (`btc_getblockhash`) by tools/codegen. Do not edit.

import { fail, isInteger, join, limitFail, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[0-9a-f]{64}$", "u");

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
	checkBlockHash(errors, data, path, "#");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `BlockHash`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkBlockHash(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^[0-9a-f]{64}$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
