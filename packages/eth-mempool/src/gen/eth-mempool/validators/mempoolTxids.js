// Generated from specs/openrpc/eth-mempool.yaml (`mempool_txids`) by tools/codegen. Do not edit.

import { additionalFail, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkEthHash } from "@gw/runtime/common-validators/EthHash";

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
		if (data.txids === undefined) requiredFail(errors, path, "#", "txids");
		if (data.count === undefined) requiredFail(errors, path, "#", "count");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.txids !== undefined) {
			const data0 = data.txids;
			if (Array.isArray(data0)) {
				const path0 = path + "/txids";
				for (let i1 = 0; i1 < data0.length; i1++) checkEthHash(errors, data0[i1], path0, "#/properties/txids/items", i1);
			} else typeFail(errors, path + "/txids", "#/properties/txids", "array");
		}
		if (data.count !== undefined) {
			const data2 = data.count;
			if (!isInteger(data2)) typeFail(errors, path + "/count", "#/properties/count", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/count", "#/properties/count", "minimum", 0);
			}
		}
		if (data.seq !== undefined) {
			const data3 = data.seq;
			if (!isInteger(data3)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
