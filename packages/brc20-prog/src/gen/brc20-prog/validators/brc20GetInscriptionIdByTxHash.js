// Generated from specs/openrpc/brc20-prog.yaml (`brc20_getInscriptionIdByTxHash`) by tools/codegen. Do not edit.

import { fail, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";

const pattern0 = pattern("^[0-9a-f]{64}i(0|[1-9][0-9]*)$", "u");

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 1) fail(errors, path, "#/maxItems", "maxItems", { limit: 1 }, "must NOT have more than 1 items");
		if (data.length < 1) fail(errors, path, "#/minItems", "minItems", { limit: 1 }, "must NOT have fewer than 1 items");
		if (data.length > 0) checkEthHash(errors, data[0], path, "#/prefixItems/0", 0);
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	let passing2 = null;
	const errs4 = errors.length;
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#/oneOf/0", "^[0-9a-f]{64}i(0|[1-9][0-9]*)$");
	} else typeFail(errors, path, "#/oneOf/0", "string");
	const valid3 = errors.length === errs4;
	if (valid3) {
		valid1 = true;
		passing2 = 0;
	}
	const errs6 = errors.length;
	if (!(data === null)) typeFail(errors, path, "#/oneOf/1", "null");
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
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
