// Generated from specs/openrpc/brc20-prog.yaml (`eth_getBlockByNumber`) by tools/codegen. Do not edit.

import { fail, failed, typeFail } from "@gw/runtime/validator-support";
import { BlockNumberOrTag } from "./schemas/BlockNumberOrTag.js";
import { EthBlock } from "./schemas/EthBlock.js";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 2) fail(errors, path, "#/maxItems", "maxItems", { limit: 2 }, "must NOT have more than 2 items");
		if (data.length < 2) fail(errors, path, "#/minItems", "minItems", { limit: 2 }, "must NOT have fewer than 2 items");
		if (data.length > 0) {
			if (!BlockNumberOrTag(data[0])) errors.push(...failed(BlockNumberOrTag, data[0], path + "/0"));
		}
		if (data.length > 1) {
			const data0 = data[1];
			if (typeof data0 != "boolean") typeFail(errors, path + "/1", "#/prefixItems/1", "boolean");
		}
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
	if (!EthBlock(data, path)) errors.push(...EthBlock.errors);
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
