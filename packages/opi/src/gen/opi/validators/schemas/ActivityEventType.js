// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { fail, typeFail } from "@gw/runtime/validator-support";

const values0 = new Set(["deploy-inscribe","mint-inscribe","transfer-inscribe","transfer-transfer","brc20prog-deploy-inscribe","brc20prog-deploy-transfer","brc20prog-call-inscribe","brc20prog-call-transfer","brc20prog-withdraw-inscribe","brc20prog-withdraw-transfer"]);

export function ActivityEventType(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (typeof data != "string") typeFail(errors, path, "#/anyOf/0", "string");
	if (!values0.has(data)) fail(errors, path, "#/anyOf/0/enum", "enum", { allowedValues: [...values0] }, "must be equal to one of the allowed values");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs3 = errors.length;
		if (typeof data != "string") typeFail(errors, path, "#/anyOf/1", "string");
		valid1 = errors.length === errs3;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	ActivityEventType.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
