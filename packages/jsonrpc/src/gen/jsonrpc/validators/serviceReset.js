// Generated from specs/openrpc/jsonrpc.yaml (`service_reset`) by tools/codegen. Do not edit.

import { fail, typeFail } from "@gw/runtime/validator-support";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length < 0) fail(errors, path, "#/minItems", "minItems", { limit: 0 }, "must NOT have fewer than 0 items");
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
