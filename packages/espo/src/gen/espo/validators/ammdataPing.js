// Generated from specs/openrpc/espo.yaml (`ammdata.ping`) by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, typeFail } from "@gw/runtime/validator-support";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) additionalFail(errors, path, "#", key0);
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (data !== "pong") fail(errors, path, "#/const", "const", { allowedValue: "pong" }, "must be equal to constant");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
