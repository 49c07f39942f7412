// Generated from specs/openrpc/jsonrpc.yaml (`btc_getblockcount`) by tools/codegen. Do not edit.

import { fail, isInteger, limitFail, typeFail } from "@gw/runtime/validator-support";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 0) fail(errors, path, "#/maxItems", "maxItems", { limit: 0 }, "must NOT have more than 0 items");
		if (data.length < 0) fail(errors, path, "#/minItems", "minItems", { limit: 0 }, "must NOT have fewer than 0 items");
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (!isInteger(data)) typeFail(errors, path, "#", "integer");
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, "#", "minimum", 0);
	}
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
