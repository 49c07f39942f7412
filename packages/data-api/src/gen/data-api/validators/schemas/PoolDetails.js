// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function PoolDetails(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.token0 !== undefined) {
			if (!IdObject(data.token0)) errors.push(...failed(IdObject, data.token0, path + "/token0"));
		}
		if (data.token1 !== undefined) {
			if (!IdObject(data.token1)) errors.push(...failed(IdObject, data.token1, path + "/token1"));
		}
		if (data.poolId !== undefined) {
			if (!IdObject(data.poolId)) errors.push(...failed(IdObject, data.poolId, path + "/poolId"));
		}
		if (data.poolName !== undefined) {
			const data0 = data.poolName;
			if (typeof data0 != "string") typeFail(errors, path + "/poolName", "#/properties/poolName", "string");
		}
		if (data.token0Amount !== undefined) checkUintString(errors, data.token0Amount, path, "#/properties/token0Amount", "token0Amount");
		if (data.token1Amount !== undefined) checkUintString(errors, data.token1Amount, path, "#/properties/token1Amount", "token1Amount");
		if (data.tokenSupply !== undefined) checkUintString(errors, data.tokenSupply, path, "#/properties/tokenSupply", "tokenSupply");
		if (data.totalSupply !== undefined) checkUintString(errors, data.totalSupply, path, "#/properties/totalSupply", "totalSupply");
		if (data.initialToken0Amount !== undefined) checkUintString(errors, data.initialToken0Amount, path, "#/properties/initialToken0Amount", "initialToken0Amount");
		if (data.initialToken1Amount !== undefined) checkUintString(errors, data.initialToken1Amount, path, "#/properties/initialToken1Amount", "initialToken1Amount");
		if (data.token0Volume1d !== undefined) checkUintString(errors, data.token0Volume1d, path, "#/properties/token0Volume1d", "token0Volume1d");
		if (data.token0Volume30d !== undefined) checkUintString(errors, data.token0Volume30d, path, "#/properties/token0Volume30d", "token0Volume30d");
		if (data.token1Volume1d !== undefined) checkUintString(errors, data.token1Volume1d, path, "#/properties/token1Volume1d", "token1Volume1d");
		if (data.token1Volume30d !== undefined) checkUintString(errors, data.token1Volume30d, path, "#/properties/token1Volume30d", "token1Volume30d");
		if (data.token0TvlInSats !== undefined) checkUintString(errors, data.token0TvlInSats, path, "#/properties/token0TvlInSats", "token0TvlInSats");
		if (data.token1TvlInSats !== undefined) checkUintString(errors, data.token1TvlInSats, path, "#/properties/token1TvlInSats", "token1TvlInSats");
		if (data.poolTvlInSats !== undefined) checkUintString(errors, data.poolTvlInSats, path, "#/properties/poolTvlInSats", "poolTvlInSats");
		if (data.poolVolume1dInSats !== undefined) checkUintString(errors, data.poolVolume1dInSats, path, "#/properties/poolVolume1dInSats", "poolVolume1dInSats");
		if (data.poolVolume30dInSats !== undefined) checkUintString(errors, data.poolVolume30dInSats, path, "#/properties/poolVolume30dInSats", "poolVolume30dInSats");
		if (data.lPTokenValueInSats !== undefined) checkUintString(errors, data.lPTokenValueInSats, path, "#/properties/lPTokenValueInSats", "lPTokenValueInSats");
		if (data.token0TvlInUsd !== undefined) {
			const data1 = data.token0TvlInUsd;
			if (typeof data1 != "number") typeFail(errors, path + "/token0TvlInUsd", "#/properties/token0TvlInUsd", "number");
		}
		if (data.token1TvlInUsd !== undefined) {
			const data2 = data.token1TvlInUsd;
			if (typeof data2 != "number") typeFail(errors, path + "/token1TvlInUsd", "#/properties/token1TvlInUsd", "number");
		}
		if (data.poolTvlInUsd !== undefined) {
			const data3 = data.poolTvlInUsd;
			if (typeof data3 != "number") typeFail(errors, path + "/poolTvlInUsd", "#/properties/poolTvlInUsd", "number");
		}
		if (data.poolVolume1dInUsd !== undefined) {
			const data4 = data.poolVolume1dInUsd;
			if (typeof data4 != "number") typeFail(errors, path + "/poolVolume1dInUsd", "#/properties/poolVolume1dInUsd", "number");
		}
		if (data.poolVolume30dInUsd !== undefined) {
			const data5 = data.poolVolume30dInUsd;
			if (typeof data5 != "number") typeFail(errors, path + "/poolVolume30dInUsd", "#/properties/poolVolume30dInUsd", "number");
		}
		if (data.lPTokenValueInUsd !== undefined) {
			const data6 = data.lPTokenValueInUsd;
			if (typeof data6 != "number") typeFail(errors, path + "/lPTokenValueInUsd", "#/properties/lPTokenValueInUsd", "number");
		}
		if (data.tvl !== undefined) {
			const data7 = data.tvl;
			if (typeof data7 != "number") typeFail(errors, path + "/tvl", "#/properties/tvl", "number");
		}
		if (data.volume1d !== undefined) {
			const data8 = data.volume1d;
			if (typeof data8 != "number") typeFail(errors, path + "/volume1d", "#/properties/volume1d", "number");
		}
		if (data.volume7d !== undefined) {
			const data9 = data.volume7d;
			if (typeof data9 != "number") typeFail(errors, path + "/volume7d", "#/properties/volume7d", "number");
		}
		if (data.volume30d !== undefined) {
			const data10 = data.volume30d;
			if (typeof data10 != "number") typeFail(errors, path + "/volume30d", "#/properties/volume30d", "number");
		}
		if (data.volumeAllTime !== undefined) {
			const data11 = data.volumeAllTime;
			if (typeof data11 != "number") typeFail(errors, path + "/volumeAllTime", "#/properties/volumeAllTime", "number");
		}
		if (data.tvlChange24h !== undefined) {
			const data12 = data.tvlChange24h;
			if (typeof data12 != "number") typeFail(errors, path + "/tvlChange24h", "#/properties/tvlChange24h", "number");
		}
		if (data.tvlChange7d !== undefined) {
			const data13 = data.tvlChange7d;
			if (typeof data13 != "number") typeFail(errors, path + "/tvlChange7d", "#/properties/tvlChange7d", "number");
		}
		if (data.tvlChange !== undefined) {
			const data14 = data.tvlChange;
			if (typeof data14 != "number") typeFail(errors, path + "/tvlChange", "#/properties/tvlChange", "number");
		}
		if (data.poolApr !== undefined) {
			const data15 = data.poolApr;
			if (typeof data15 != "number") typeFail(errors, path + "/poolApr", "#/properties/poolApr", "number");
		}
		if (data.apr !== undefined) {
			const data16 = data.apr;
			if (typeof data16 != "number") typeFail(errors, path + "/apr", "#/properties/apr", "number");
		}
		if (data.creatorAddress !== undefined) {
			const data17 = data.creatorAddress;
			if (!((typeof data17 == "string") || (data17 === null))) typeFail(errors, path + "/creatorAddress", "#/properties/creatorAddress", ["string","null"]);
		}
		if (data.creationBlockHeight !== undefined) {
			const data18 = data.creationBlockHeight;
			if (!((isInteger(data18)) || (data18 === null))) typeFail(errors, path + "/creationBlockHeight", "#/properties/creationBlockHeight", ["integer","null"]);
			if (typeof data18 == "number") {
				if (data18 < 0 || isNaN(data18)) limitFail(errors, path + "/creationBlockHeight", "#/properties/creationBlockHeight", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	PoolDetails.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
