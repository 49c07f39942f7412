// Generated from specs/openapi/data-api.yaml (`health`) by tools/codegen. Do not edit.

import { fail, typeFail } from "@gw/runtime/validator-support";
import { Health } from "@gw/runtime/common-validators/Health";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";

export function response__200(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (!Health(data, path)) errors.push(...Health.errors);
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs3 = errors.length;
		if (typeof data != "string") typeFail(errors, path, "#/anyOf/1", "string");
		if (data !== "OK") fail(errors, path, "#/anyOf/1/const", "const", { allowedValue: "OK" }, "must be equal to constant");
		valid1 = errors.length === errs3;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	response__200.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export const response__401 = InvalidApiKey;
