// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { fail, join, typeFail } from "@gw/runtime/validator-support";
import { checkEthQuantity } from "@gw/runtime/common-validators/EthQuantity";

const values0 = new Set(["earliest","finalized","safe","latest","pending"]);

export function BlockNumberOrTag(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	let passing2 = null;
	const errs4 = errors.length;
	checkEthQuantity(errors, data, path, "#/oneOf/0");
	const valid3 = errors.length === errs4;
	if (valid3) {
		valid1 = true;
		passing2 = 0;
	}
	const errs6 = errors.length;
	checkBlockTag(errors, data, path, "#/oneOf/1");
	const valid5 = errors.length === errs6;
	if (valid5 && valid1) {
		valid1 = false;
		passing2 = [passing2, 1];
	} else {
		if (valid5) {
			valid1 = true;
			passing2 = 1;
		}
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/oneOf", "oneOf", { passingSchemas: passing2 }, "must match exactly one schema in oneOf");
	}
	BlockNumberOrTag.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `BlockTag`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkBlockTag(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
	if (!values0.has(data)) fail(errors, join(path, key), schemaPath + "/enum", "enum", { allowedValues: [...values0] }, "must be equal to one of the allowed values", propertyName);
}
