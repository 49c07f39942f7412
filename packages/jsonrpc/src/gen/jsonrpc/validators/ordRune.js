// Generated from specs/openrpc/jsonrpc.yaml (`ord_rune`) by tools/codegen. Do not edit.

import { fail, typeFail, ucs2length } from "@gw/runtime/validator-support";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length < 0) fail(errors, path, "#/minItems", "minItems", { limit: 0 }, "must NOT have fewer than 0 items");
		if (data.length > 0) {
			const data0 = data[0];
			if (typeof data0 == "string") {
				if (ucs2length(data0) < 1) fail(errors, path + "/0", "#/prefixItems/0/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			} else typeFail(errors, path + "/0", "#/prefixItems/0", "string");
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
