// Generated from specs/openrpc/jsonrpc.yaml (`ord_inscription`) by tools/codegen. Do not edit.

import { fail, isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[0-9a-f]{64}i(0|[1-9][0-9]*)$", "u");

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 1) fail(errors, path, "#/maxItems", "maxItems", { limit: 1 }, "must NOT have more than 1 items");
		if (data.length < 1) fail(errors, path, "#/minItems", "minItems", { limit: 1 }, "must NOT have fewer than 1 items");
		if (data.length > 0) {
			const data0 = data[0];
			if (typeof data0 == "string") {
				if (!pattern0.test(data0)) patternFail(errors, path + "/0", "#/prefixItems/0", "^[0-9a-f]{64}i(0|[1-9][0-9]*)$");
			} else typeFail(errors, path + "/0", "#/prefixItems/0", "string");
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (!isObject(data)) typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
