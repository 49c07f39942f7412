// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, join, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";
import { checkEthQuantity } from "@gw/runtime/common-validators/EthQuantity";

const values0 = new Set(["earliest","finalized","safe","latest","pending"]);

export function BlockNumberOrTagOrHash(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	checkEthQuantity(errors, data, path, "#/anyOf/0");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs3 = errors.length;
		checkBlockTag(errors, data, path, "#/anyOf/1");
		valid1 = errors.length === errs3;
	}
	if (!valid1) {
		const errs4 = errors.length;
		checkEthHash(errors, data, path, "#/anyOf/2");
		valid1 = errors.length === errs4;
	}
	if (!valid1) {
		const errs5 = errors.length;
		if (isObject(data)) {
			if (data.blockHash === undefined) requiredFail(errors, path, "#/anyOf/3", "blockHash");
			for (const key6 in data) {
				if (!(key6 === "blockHash" || key6 === "requireCanonical")) additionalFail(errors, path, "#/anyOf/3", key6);
			}
			if (data.blockHash !== undefined) checkEthHash(errors, data.blockHash, path, "#/anyOf/3/properties/blockHash", "blockHash");
			if (data.requireCanonical !== undefined) {
				const data7 = data.requireCanonical;
				if (typeof data7 != "boolean") typeFail(errors, path + "/requireCanonical", "#/anyOf/3/properties/requireCanonical", "boolean");
			}
		} else typeFail(errors, path, "#/anyOf/3", "object");
		valid1 = errors.length === errs5;
	}
	if (!valid1) {
		const errs8 = errors.length;
		if (isObject(data)) {
			if (data.blockNumber === undefined) requiredFail(errors, path, "#/anyOf/4", "blockNumber");
			for (const key9 in data) {
				if (!(key9 === "blockNumber")) additionalFail(errors, path, "#/anyOf/4", key9);
			}
			if (data.blockNumber !== undefined) checkEthQuantity(errors, data.blockNumber, path, "#/anyOf/4/properties/blockNumber", "blockNumber");
		} else typeFail(errors, path, "#/anyOf/4", "object");
		valid1 = errors.length === errs8;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	BlockNumberOrTagOrHash.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `BlockTag`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkBlockTag(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
	if (!values0.has(data)) fail(errors, join(path, key), schemaPath + "/enum", "enum", { allowedValues: [...values0] }, "must be equal to one of the allowed values", propertyName);
}
