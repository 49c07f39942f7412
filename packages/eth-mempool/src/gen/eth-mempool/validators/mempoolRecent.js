// Generated from specs/openrpc/eth-mempool.yaml (`mempool_recent`) by tools/codegen. Do not edit.

import { additionalFail, failed, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { TxRecord } from "./schemas/TxRecord.js";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			if (!(key0 === "limit")) additionalFail(errors, path, "#", key0);
		}
		if (data.limit !== undefined) {
			const data1 = data.limit;
			if (!isInteger(data1)) typeFail(errors, path + "/limit", "#/properties/limit", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/limit", "#/properties/limit", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.entries === undefined) requiredFail(errors, path, "#", "entries");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.entries !== undefined) {
			const data0 = data.entries;
			if (Array.isArray(data0)) {
				const path0 = path + "/entries";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!TxRecord(data0[i1])) errors.push(...failed(TxRecord, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/entries", "#/properties/entries", "array");
		}
		if (data.seq !== undefined) {
			const data2 = data.seq;
			if (!isInteger(data2)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
